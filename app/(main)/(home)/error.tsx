"use client";

// The home page explains an outage inside the site's frame, like every other page.
export { default } from "../(pages)/error";
