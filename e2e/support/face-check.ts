import { featurePost } from "./feature-api";
import { FEATURE_API_URL } from "./feature-stack";

/** The feature stack enforces face verification; a member passes it once, through the API. */
export async function passFaceCheck(token: string): Promise<void> {
  const started = await featurePost<{ biz_token: string }>("/api/v3/member/tencent/faceVerify", { s_url: "PC" }, token);
  if (started.message === "当前学员已完成实人认证") return;
  if (started.code !== 0) throw new Error(`face verify: ${started.message}`);
  const form = new URLSearchParams({
    biz_token: started.data.biz_token,
    real_name: "演示学员",
    id_number: "110101199001011234",
  });
  const response = await fetch(`${FEATURE_API_URL}/demo/face-verify`, {
    method: "POST",
    body: form,
    redirect: "manual",
  });
  if (response.status !== 302) throw new Error(`face verify demo page answered ${response.status}`);
}
