/** A resize handle over the preview: big enough to grab, with a visible focus ring for the keyboard. */
export const HANDLE =
  "absolute z-10 h-4 w-4 touch-none rounded-sm border-2 border-white bg-sky-600 shadow focus:outline-none focus-visible:ring-4 focus-visible:ring-sky-400";
