import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createTestApi, PUBLIC_URL, type TestApi } from "../test-support/harness";
import { newMember } from "../test-support/learning";

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

function multipart(fields: Array<{ name: string; filename?: string; type?: string; data: Buffer }>) {
  const boundary = "----meeduTestBoundary";
  const chunks: Buffer[] = [];
  for (const f of fields) {
    const disposition = `form-data; name="${f.name}"${f.filename !== undefined ? `; filename="${f.filename}"` : ""}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${f.type ? `Content-Type: ${f.type}\r\n` : ""}\r\n`,
      ),
    );
    chunks.push(f.data, Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe("POST /api/v2/member/detail/avatar", () => {
  let api: TestApi;
  let member: { token: string; id: number };
  beforeAll(async () => {
    api = await createTestApi();
    member = await newMember(api, "13700000050");
  });
  afterAll(() => api.close());

  const upload = async (fields: Parameters<typeof multipart>[0], token = member.token) => {
    const { payload, contentType } = multipart(fields);
    const res = await api.app.inject({
      method: "POST",
      url: "/api/v2/member/detail/avatar",
      payload,
      headers: { "content-type": contentType, authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it("needs a token and a file", async () => {
    expect((await api.post("/api/v2/member/detail/avatar", {})).code).toBe(401);
    expect((await api.post("/api/v2/member/detail/avatar", {}, member.token)).message).toBe("请上传文件");
    expect((await upload([{ name: "other", filename: "a.png", data: PNG }])).message).toBe("请上传文件");
  });

  it("accepts only images of at most 1 MB", async () => {
    expect(
      (await upload([{ name: "file", filename: "a.txt", type: "text/plain", data: Buffer.from("hello") }])).message,
    ).toBe("请上传图片文件");
    expect(
      (await upload([{ name: "file", filename: "evil.png", type: "image/png", data: Buffer.from("<svg onload=x>") }]))
        .message,
    ).toBe("请上传图片文件");
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    expect((await upload([{ name: "file", filename: "big.png", type: "image/png", data: big }])).message).toBe(
      "文件不能超过1M",
    );
  });

  it("stores the image under the data dir, serves it, and sets an absolute avatar URL", async () => {
    expect(await upload([{ name: "file", filename: "me.png", type: "image/png", data: PNG }])).toEqual({
      code: 0,
      message: "",
      data: [],
    });
    const avatar = (await api.get("/api/v2/member/detail", member.token)).data.avatar as string;
    expect(avatar).toMatch(/^http:\/\/api\.test\/uploads\/avatars\/[\w-]+\.png$/);
    const served = await api.app.inject({ method: "GET", url: avatar.replace("http://api.test", "") });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(Buffer.compare(served.rawPayload, PNG)).toBe(0);
    expect((await api.app.inject({ method: "GET", url: "/uploads/avatars/..%2Fmeedu.sqlite" })).statusCode).toBe(404);
  });

  it("takes the first non-empty `file` part, finds none in a malformed body and refuses bodies over 8 MB", async () => {
    const fields = [
      { name: "note", data: Buffer.from("hi") },
      { name: "other", filename: "x.txt", type: "text/plain", data: Buffer.from("x") },
      { name: "file", filename: "empty.png", type: "image/png", data: Buffer.alloc(0) },
      { name: "file", filename: "me.png", type: "image/png", data: PNG },
    ];
    expect(await upload(fields)).toEqual({ code: 0, message: "", data: [] });
    const raw = async (contentType: string, payload: string) => {
      const res = await api.app.inject({
        method: "POST",
        url: "/api/v2/member/detail/avatar",
        payload,
        headers: { "content-type": contentType, authorization: `Bearer ${member.token}` },
      });
      return res.json();
    };
    expect((await raw("multipart/form-data", "no boundary")).message).toBe("请上传文件");
    expect(
      (
        await raw(
          "multipart/form-data; boundary=B",
          '--B\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nunterminated',
        )
      ).message,
    ).toBe("请上传文件");
    const huge = Buffer.concat([PNG, Buffer.alloc(8 * 1024 * 1024)]);
    expect(await upload([{ name: "file", filename: "huge.png", type: "image/png", data: huge }])).toEqual({
      code: 1,
      message: "错误",
      data: [],
    });
  });

  it("answers 错误 after validation, avatar unchanged, while the test hook says no storage is configured", async () => {
    const hooked = await createTestApi({ testHooks: true });
    try {
      const m = await newMember(hooked, "13700000052");
      const send = async (data: Buffer) => {
        const { payload, contentType } = multipart([{ name: "file", filename: "me.png", type: "image/png", data }]);
        const res = await hooked.app.inject({
          method: "POST",
          url: "/api/v2/member/detail/avatar",
          payload,
          headers: { "content-type": contentType, authorization: `Bearer ${m.token}` },
        });
        return res.json();
      };
      expect((await hooked.post("/__test/storage?configured=0", {})).code).toBe(0);
      expect(await send(Buffer.from("text"))).toMatchObject({ code: 1, message: "请上传图片文件" });
      expect(await send(PNG)).toEqual({ code: 1, message: "错误", data: [] });
      expect((await hooked.get("/api/v2/member/detail", m.token)).data.avatar).toBe("/images/default_avatar.jpg");
      expect((await hooked.post("/__test/storage?configured=1", {})).code).toBe(0);
      expect((await send(PNG)).code).toBe(0);
      expect((await hooked.post("/__test/storage?configured=yes", {})).message).toBe("参数错误");
    } finally {
      await hooked.close();
    }
    expect((await api.post("/__test/storage?configured=0", {})).message).toBe("路由不存在");
  });

  describe("replacing the avatar", () => {
    const dir = () => join(api.dir, "uploads", "avatars");
    const avatarOf = (id: number) =>
      (api.db.prepare("SELECT avatar FROM users WHERE id = ?").get(id) as { avatar: string }).avatar;
    const fileOf = (url: string) => join(dir(), url.slice(`${PUBLIC_URL}/uploads/avatars/`.length));
    let nextMember = 0;

    it("deletes the previous uploaded file and keeps only the new one", async () => {
      const m = await newMember(api, "13700000051");
      await upload([{ name: "file", filename: "1.png", type: "image/png", data: PNG }], m.token);
      const first = avatarOf(m.id);
      expect(existsSync(fileOf(first))).toBe(true);
      await upload([{ name: "file", filename: "2.png", type: "image/png", data: PNG }], m.token);
      const second = avatarOf(m.id);
      expect(second).not.toBe(first);
      expect(existsSync(fileOf(first))).toBe(false);
      expect(existsSync(fileOf(second))).toBe(true);
      expect(readdirSync(dir()).filter((name) => name.startsWith(`${m.id}-`))).toEqual([second.split("/").at(-1)]);
      expect((await api.app.inject({ method: "GET", url: first.replace(PUBLIC_URL, "") })).statusCode).toBe(404);
    });

    it.each([
      ["the default avatar", () => "/images/default_avatar.jpg"],
      ["a social avatar", () => "https://thirdqq.qlogo.cn/g?b=oidb&k=1&s=100"],
      [
        "another origin's upload path",
        (id: number) => `https://cdn.example.com/uploads/avatars/${id}-AAAAAAAAAAAAAAAA.png`,
      ],
      ["another member's file", () => `${PUBLIC_URL}/uploads/avatars/1-AAAAAAAAAAAAAAAA.png`],
      [
        "a path escaping the folder",
        (id: number) => `${PUBLIC_URL}/uploads/avatars/${id}-AAAAAAAAAAAAAAAA.png/../../../meedu.sqlite`,
      ],
    ])("never deletes %s", async (_case, previous) => {
      const m = await newMember(api, String(13700000060 + nextMember++));
      const victim = join(dir(), "1-AAAAAAAAAAAAAAAA.png");
      const own = join(dir(), `${m.id}-AAAAAAAAAAAAAAAA.png`);
      writeFileSync(victim, PNG);
      writeFileSync(own, PNG);
      api.db.prepare("UPDATE users SET avatar = ? WHERE id = ?").run(previous(m.id), m.id);
      await upload([{ name: "file", filename: "new.png", type: "image/png", data: PNG }], m.token);
      expect(existsSync(victim)).toBe(true);
      expect(existsSync(own)).toBe(true);
      expect(existsSync(join(api.dir, "meedu.sqlite"))).toBe(true);
    });
  });
});
