import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { renderWithQuery, stubFetch } from "@/test/render";
import { PostJobWizard } from "./post-job-wizard";

stubFetch();
afterEach(async () => {
  await i18n.changeLanguage("en");
});

describe("the Post a Job wizard", () => {
  it("takes a field's error away as soon as the field is filled, before the next step", async () => {
    renderWithQuery(<PostJobWizard booked={undefined} />);
    fireEvent.click(screen.getByRole("button", { name: "Next Step" }));
    expect(await screen.findByText("Title is required")).toBeTruthy();
    expect(screen.getByText("Location is required")).toBeTruthy();
    const title = screen.getByLabelText("Job title");
    expect(title.getAttribute("aria-invalid")).toBe("true");

    fireEvent.change(title, { target: { value: "Fix the kitchen tap" } });

    await waitFor(() => expect(screen.queryByText("Title is required")).toBeNull());
    expect(title.getAttribute("aria-invalid")).toBeNull();
    // The fields still empty keep theirs, and the wizard stays on its first step.
    expect(screen.getByText("Location is required")).toBeTruthy();
    expect(screen.getByRole("tab", { name: /Description/, selected: true })).toBeTruthy();
  });

  it("shows a new problem of the field being fixed as it is typed", async () => {
    renderWithQuery(<PostJobWizard booked={undefined} />);
    fireEvent.click(screen.getByRole("button", { name: "Next Step" }));
    const title = screen.getByLabelText("Job title");
    await screen.findByText("Title is required");

    fireEvent.change(title, { target: { value: "x".repeat(121) } });
    expect(await screen.findByText("Title must be at most 120 characters")).toBeTruthy();
  });

  it("numbers its steps in the reader's digits: 1 2 3, in Nepali १ २ ३", async () => {
    renderWithQuery(<PostJobWizard booked={undefined} />);
    const steps = () => screen.getAllByRole("tab").map((tab) => tab.textContent);
    expect(steps()).toEqual(["1Description", "2Job Type", "3Review"]);
    await i18n.changeLanguage("ne");
    await waitFor(() => expect(steps()).toEqual(["१विवरण", "२कामको प्रकार", "३पुनरावलोकन"]));
  });
});
