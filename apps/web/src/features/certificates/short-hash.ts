/** A long hex hash shortened for reading, its start and end kept: "3f2a9c01d4…8e7b21". */
export const shortHash = (hex: string) => (hex.length > 16 ? `${hex.slice(0, 10)}…${hex.slice(-6)}` : hex);
