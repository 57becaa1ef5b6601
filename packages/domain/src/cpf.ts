// Brazilian CPF: 11 digits, the last two are check digits (módulo 11).

export function cpfDigits(value: string): string {
  return value.replace(/\D/g, '');
}

export function isValidCpf(value: string): boolean {
  const digits = cpfDigits(value);
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  const nums = [...digits].map(Number);
  for (const length of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += nums[i]! * (length + 1 - i);
    const check = ((sum * 10) % 11) % 10;
    if (check !== nums[length]) return false;
  }
  return true;
}

/** 52998224725 → 529.982.247-25 */
export function formatCpf(value: string): string {
  const d = cpfDigits(value);
  if (d.length !== 11) return value;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}
