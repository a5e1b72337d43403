import { describe, expect, it } from 'vitest';
import { branchLabel } from './branch-label';

describe('branchLabel', () => {
  it("joins brand and branch with ' · '", () => {
    expect(branchLabel('Lutong Bahay', 'Ayala Makati')).toBe('Lutong Bahay · Ayala Makati');
  });

  it.each([
    // The demo merchants' branch names (merchants/*/merchant.json) start with their brand and a dash.
    ['Lutong Bahay', 'Lutong Bahay - Ayala Makati', 'Lutong Bahay · Ayala Makati'],
    ['Kape Tayo', 'Kape Tayo - Ortigas (Scheduled Orders Only)', 'Kape Tayo · Ortigas (Scheduled Orders Only)'],
    ['Botika ng Bayan', 'Botika ng Bayan - Las Piñas', 'Botika ng Bayan · Las Piñas'],
    ['U-Shop Express', 'U-Shop Express - Mall of Asia', 'U-Shop Express · Mall of Asia'],
    ['Lutong Bahay', 'Lutong Bahay Ayala Makati', 'Lutong Bahay · Ayala Makati'],
    ['Lutong Bahay', 'Lutong Bahay – Cubao', 'Lutong Bahay · Cubao'],
    ['Lutong Bahay', 'Lutong Bahay: Cubao', 'Lutong Bahay · Cubao'],
    ['Lutong Bahay', 'Lutong Bahay · Cubao', 'Lutong Bahay · Cubao'],
  ])('does not say the brand twice: %s / %s → %s', (brand, branch, label) => {
    expect(branchLabel(brand, branch)).toBe(label);
  });

  it('compares the brand without regard to case, and shows the brand as it is written', () => {
    expect(branchLabel('Lutong Bahay', 'LUTONG BAHAY - Cubao')).toBe('Lutong Bahay · Cubao');
    expect(branchLabel('KAPE TAYO', 'Kape Tayo BGC')).toBe('KAPE TAYO · BGC');
  });

  it('shows the brand once when the branch is named just like it', () => {
    expect(branchLabel('Lutong Bahay', 'Lutong Bahay')).toBe('Lutong Bahay');
    expect(branchLabel('Lutong Bahay', 'lutong bahay -')).toBe('Lutong Bahay');
  });

  it('keeps a branch name that only begins with the letters of the brand', () => {
    expect(branchLabel('Kape', 'Kapetolyo')).toBe('Kape · Kapetolyo');
    expect(branchLabel('U-Shop', 'U-Shopping Center')).toBe('U-Shop · U-Shopping Center');
  });

  it('trims stray spaces and stands in for a missing half', () => {
    expect(branchLabel(' Lutong Bahay ', '  Lutong Bahay - Cubao ')).toBe('Lutong Bahay · Cubao');
    expect(branchLabel('', 'Cubao')).toBe('Cubao');
    expect(branchLabel('Lutong Bahay', '')).toBe('Lutong Bahay');
  });
});
