/** Where 分享 sends a page besides WeChat (its QR) and the clipboard: the share pages of 微博 and QQ空间. */
export function shareTargets(url: string, title: string): { name: string; href: string }[] {
  const page = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    { name: "微博", href: `https://service.weibo.com/share/share.php?url=${page}&title=${text}` },
    {
      name: "QQ空间",
      href: `https://sns.qzone.qq.com/cgi-bin/qzshare/cgi_qzshare_onekey?url=${page}&title=${text}&summary=${text}`,
    },
  ];
}
