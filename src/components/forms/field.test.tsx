// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Field, inputClass } from "./field";

describe("Field", () => {
  it("labels its control, which is described by the hint and valid without an error", () => {
    render(
      <Field id="phone" label="Mobile number" optional="(optional)" hint="Digits only">
        {(control) => <input {...control} className={inputClass} />}
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "Mobile number (optional)" });
    expect(input).toHaveAccessibleDescription("Digits only");
    expect(input).not.toHaveAttribute("aria-invalid");
  });

  it("marks the control invalid and describes it by the hint, then the error", () => {
    render(
      <Field id="phone" label="Mobile number" hint="Digits only" error="Enter 10 to 13 digits">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "Mobile number" });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Digits only Enter 10 to 13 digits");
  });

  it("inline: the control sits inside its label", () => {
    render(
      <Field id="terms" label="I agree to the terms" error="Please accept the terms" layout="inline">
        {(control) => <input type="checkbox" {...control} />}
      </Field>,
    );
    const box = screen.getByRole("checkbox", { name: "I agree to the terms" });
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription("Please accept the terms");
  });

  it("group: a fieldset named by its legend carries the state, its controls do not", () => {
    render(
      <Field
        id="interests"
        label="Partnership interests"
        error="Partnership interests is required"
        layout="group"
      >
        {() => (
          <label>
            <input type="checkbox" /> Resell
          </label>
        )}
      </Field>,
    );
    const group = screen.getByRole("group", { name: "Partnership interests" });
    expect(group).toHaveAttribute("aria-invalid", "true");
    expect(group).toHaveAccessibleDescription("Partnership interests is required");
    expect(screen.getByRole("checkbox", { name: "Resell" })).not.toHaveAttribute("aria-describedby");
  });
});
