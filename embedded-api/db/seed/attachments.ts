/** Course attachments; `file` is a committed file in media/attach (see media/generate-attachments.ts). */
export interface AttachmentSeed {
  course: string;
  name: string;
  file: string;
}

export const attachmentSeeds: AttachmentSeed[] = [
  { course: "vue3-typescript", name: "课程课件.pdf", file: "vue3-slides.pdf" },
  { course: "vue3-typescript", name: "项目源码.zip", file: "vue3-project.zip" },
  { course: "python-data-analysis", name: "示例数据集.csv", file: "sales-sample.csv" },
];
