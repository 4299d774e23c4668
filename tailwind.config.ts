import type { Config } from "tailwindcss";

// Theme for the whole site; loaded by app/globals.css through `@config`.
const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        primary: {
          // The brand colour: fills and decoration that carry no text (2.6:1 on white, too light for text).
          DEFAULT: "#3ca7fa",
          // Text, and fills that carry white text: ≥ 4.5:1 against white, #f6f6f6 and `light` (WCAG AA).
          ink: "#0a6bbf",
          // Hover and pressed state of `ink`.
          dark: "#085a9e",
          light: "#e8f4fe",
        },
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
