import { CompanySwitcher } from "./company-switcher";

/** Where the header's company switcher goes (hidden when signed out). */
export function CompanySwitcherSlot() {
  return (
    <div data-slot="company-switcher" className="flex min-w-0 flex-1 items-center">
      <CompanySwitcher />
    </div>
  );
}
