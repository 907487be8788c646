// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Dialog, DialogContent, DialogTitle, type DialogVariant } from "./dialog.client";

/** A page with a button that opens the dialog the way the site does: no Radix trigger. */
function Page({ variant }: { variant?: DialogVariant }) {
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  return (
    <main>
      <button type="button" onClick={(e) => setOpener(e.currentTarget)}>
        Open
      </button>
      {opener && (
        <Dialog open onOpenChange={(open) => !open && setOpener(null)}>
          <DialogContent
            variant={variant}
            closeLabel="Close menu"
            returnFocusTo={opener}
            aria-describedby={undefined}
          >
            <DialogTitle>Menu</DialogTitle>
            <a href="https://example.com/first">First</a>
            <a href="https://example.com/last">Last</a>
          </DialogContent>
        </Dialog>
      )}
    </main>
  );
}

const open = () => {
  const button = screen.getByRole("button", { name: "Open" });
  button.focus();
  fireEvent.click(button);
  return screen.getByRole("dialog", { name: "Menu" });
};

describe("Dialog", () => {
  it.each(["modal", "sheet"] as const)(
    "%s: a modal dialog named by its title, close button focused",
    (variant) => {
      render(<Page variant={variant} />);
      const dialog = open();
      expect(dialog).toHaveAttribute("data-slot", "dialog-content");
      expect(dialog).toHaveAttribute("data-variant", variant);
      expect(screen.getByRole("button", { name: "Close menu" })).toHaveFocus();
    },
  );

  it("keeps focus inside: Tab from the last item goes to the close button, Shift+Tab back", () => {
    render(<Page />);
    const dialog = open();
    const close = screen.getByRole("button", { name: "Close menu" });
    const last = screen.getByRole("link", { name: "Last" });
    last.focus();
    fireEvent.keyDown(dialog, { key: "Tab" });
    expect(close).toHaveFocus();
    fireEvent.keyDown(dialog, { key: "Tab", shiftKey: true });
    expect(last).toHaveFocus();
  });

  it("locks the page's scroll and hides the page from screen readers while open", () => {
    const { container } = render(<Page />);
    open();
    expect(document.body).toHaveAttribute("data-scroll-locked");
    expect(container).toHaveAttribute("aria-hidden", "true");
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(document.body).not.toHaveAttribute("data-scroll-locked");
    expect(container).not.toHaveAttribute("aria-hidden");
  });

  it.each([
    ["Escape", () => fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" })],
    ["its close button", () => fireEvent.click(screen.getByRole("button", { name: "Close menu" }))],
  ])("closes on %s and gives focus back to the button that opened it", async (_, close) => {
    render(<Page />);
    open();
    close();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // Radix moves focus back in a timeout once the content has unmounted.
    await waitFor(() => expect(screen.getByRole("button", { name: "Open" })).toHaveFocus());
  });
});
