// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ExitModal, useExitIntent } from "./exit-modal.client";

function Probe({ onExit }: { onExit: () => void }) {
  useExitIntent(onExit);
  return null;
}

const leave = (relatedTarget: EventTarget | null = null) =>
  document.documentElement.dispatchEvent(new MouseEvent("mouseleave", { relatedTarget }));

describe("exit modal", () => {
  beforeEach(() => localStorage.clear());

  it("fires once when the mouse leaves the document, and flags exitModal", () => {
    const onExit = vi.fn();
    render(<Probe onExit={onExit} />);
    leave();
    leave();
    expect(onExit).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem("exitModal")).toBe("true");
  });

  it("does not fire when the mouse only moves onto another element", () => {
    const onExit = vi.fn();
    render(<Probe onExit={onExit} />);
    leave(document.body);
    expect(onExit).not.toHaveBeenCalled();
    expect(localStorage.getItem("exitModal")).toBeNull();
  });

  it("never fires again once flagged, on a later page", () => {
    localStorage.setItem("exitModal", "true");
    const onExit = vi.fn();
    render(<Probe onExit={onExit} />);
    leave();
    expect(onExit).not.toHaveBeenCalled();
  });

  it("renders nothing", () => {
    const { container } = render(<ExitModal />);
    expect(container).toBeEmptyDOMElement();
    leave();
    expect(localStorage.getItem("exitModal")).toBe("true");
  });
});
