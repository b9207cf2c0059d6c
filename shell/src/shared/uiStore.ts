import { create } from 'zustand';

export type DropdownRow = 'top' | 'main';

export interface OpenDropdown {
  readonly row: DropdownRow;
  readonly id: string;
}

interface UiState {
  /** At most one dropdown is open: rows one and two are mutually exclusive. */
  readonly dropdown: OpenDropdown | null;
  readonly mobileMenuOpen: boolean;
  /** The accordion section open in the mobile menu (one at a time). */
  readonly mobileSection: string | null;
  readonly searchOpen: boolean;
  openDropdown(dropdown: OpenDropdown): void;
  closeDropdown(dropdown?: OpenDropdown): void;
  toggleMobileMenu(): void;
  toggleMobileSection(id: string): void;
  setSearchOpen(open: boolean): void;
  /** Route change: every menu closes. */
  closeMenus(): void;
}

export const useUiStore = create<UiState>()((set) => ({
  dropdown: null,
  mobileMenuOpen: false,
  mobileSection: null,
  searchOpen: false,
  openDropdown: (dropdown) => set({ dropdown }),
  closeDropdown: (dropdown) =>
    set((state) =>
      !dropdown || (state.dropdown?.row === dropdown.row && state.dropdown.id === dropdown.id)
        ? { dropdown: null }
        : state,
    ),
  toggleMobileMenu: () => set((state) => ({ mobileMenuOpen: !state.mobileMenuOpen })),
  toggleMobileSection: (id) =>
    set((state) => ({ mobileSection: state.mobileSection === id ? null : id })),
  setSearchOpen: (searchOpen) => set({ searchOpen, mobileMenuOpen: false, dropdown: null }),
  closeMenus: () => set({ dropdown: null, mobileMenuOpen: false, mobileSection: null }),
}));
