/**
 * Runs in <head> before the first paint so the stored theme applies without a flash of the other
 * one (spec §1 themes). Dark is the default; the choice is kept in localStorage.
 */
export const THEME_STORAGE_KEY = 'theme';

export const THEME_SCRIPT = `try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');document.documentElement.dataset.theme=t==='light'?'light':'dark'}catch(e){document.documentElement.dataset.theme='dark'}`;
