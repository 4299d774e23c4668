import type { Config } from "tailwindcss";

// Theme for the whole site; loaded by app/globals.css through `@config`.
const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        primary: { DEFAULT: "#3ca7fa", dark: "#1f8fe6", light: "#e8f4fe" },
        footer: "#0f0a1e",
      },
      fontFamily: {
        sans: [
          "-apple-system",
          "BlinkMacSystemFont",
          '"PingFang SC"',
          '"Hiragino Sans GB"',
          '"Microsoft YaHei"',
          '"Noto Sans CJK SC"',
          '"Source Han Sans SC"',
          '"Helvetica Neue"',
          "Arial",
          "sans-serif",
        ],
      },
      maxWidth: { site: "1200px" },
    },
  },
};

export default config;
