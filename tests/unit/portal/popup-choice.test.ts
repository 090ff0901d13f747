/** @jest-environment node */
import { popupExecution, type PopupState } from '@/components/announcements/popup-choice';

const guest: PopupState = { atLoad: 'B', isLogin: false, firstTimeLogin: false, closed: [], available: ['A', 'B', 'F'] };
const member: PopupState = { ...guest, atLoad: 'A', isLogin: true };

describe('which announcement popups show (spec §4)', () => {
  it('shows B to a guest and A to a member on load, never F without a first login', () => {
    expect(popupExecution(guest)).toBe('B');
    expect(popupExecution(member)).toBe('A');
  });

  it('shows F right after a first login, also when the page loaded for a guest', () => {
    expect(popupExecution({ ...guest, isLogin: true, firstTimeLogin: true })).toBe('F');
    expect(popupExecution({ ...member, firstTimeLogin: true })).toBe('F');
    expect(popupExecution({ ...guest, atLoad: 'none', isLogin: true, firstTimeLogin: true })).toBe('F');
  });

  it('never shows a closed list again, nor the guest list after logging in', () => {
    expect(popupExecution({ ...guest, closed: ['B'] })).toBeNull();
    expect(popupExecution({ ...guest, isLogin: true })).toBeNull();
    expect(popupExecution({ ...guest, isLogin: true, firstTimeLogin: true, closed: ['F'] })).toBeNull();
    expect(popupExecution({ ...member, firstTimeLogin: true, closed: ['F'] })).toBe('A');
    expect(popupExecution({ ...member, closed: ['A', 'B'] })).toBeNull();
  });

  it('ignores the first-login flag of a guest and lists without items', () => {
    expect(popupExecution({ ...guest, firstTimeLogin: true })).toBe('B');
    expect(popupExecution({ ...member, firstTimeLogin: true, available: ['A', 'B'] })).toBe('A');
    expect(popupExecution({ ...member, atLoad: 'none' })).toBeNull();
  });
});
