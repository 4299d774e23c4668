// Shared looks of the player bar's controls; every one shows where the keyboard focus is.

export const controlFocus = "focus:outline-none focus-visible:ring-2 focus-visible:ring-primary";

export const iconButton = `flex h-8 items-center gap-1 rounded px-1.5 text-white/90 hover:bg-white/10 hover:text-white disabled:cursor-not-allowed disabled:opacity-40 ${controlFocus}`;

export const selectControl = `rounded border border-white/30 bg-black/60 px-2 py-1 text-xs max-sm:px-1 text-white disabled:opacity-60 ${controlFocus}`;

export const rangeControl = `cursor-pointer accent-primary disabled:cursor-not-allowed disabled:opacity-40 ${controlFocus}`;
