import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithQuery, stubFetch } from "@/test/render";
import { PhoneProof } from "./phone-proof";
import { proProfile } from "./test-profile";

const fetchMock = stubFetch();
const saved = { ...proProfile, phone: "+9779841234567" };
const json = (body: object, status = 200) => new Response(JSON.stringify(body), { status });

describe("proving the profile's number", () => {
  it("says Verified for the proven number, and nothing for none", () => {
    const { unmount } = renderWithQuery(
      <PhoneProof profile={{ ...saved, phoneVerified: true }} typed="9841234567" />,
    );
    expect(screen.getByText("Verified")).toBeTruthy();
    unmount();
    renderWithQuery(<PhoneProof profile={proProfile} typed="" />);
    expect(screen.queryByText(/erif/)).toBeNull();
  });

  it("asks to save a number being typed first, and says nothing while it is cleared", () => {
    const { unmount } = renderWithQuery(<PhoneProof profile={saved} typed="9801234567" />);
    expect(screen.getByText("Save your profile first, then verify this number.")).toBeTruthy();
    unmount();
    renderWithQuery(<PhoneProof profile={saved} typed="" />);
    expect(screen.queryByText(/Save your profile/)).toBeNull();
  });

  it("sends a code to the saved number and proves it with the code typed back", async () => {
    renderWithQuery(<PhoneProof profile={saved} typed="९८४१२३४५६७" />, { toasts: true });
    expect(screen.getByText("Not verified")).toBeTruthy();
    fetchMock.mockResolvedValueOnce(json({ expiresInSeconds: 300, resendInSeconds: 60 }, 202));
    fireEvent.click(screen.getByRole("button", { name: "Verify number" }));
    const code = await screen.findByLabelText("6-digit code");
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/auth/phone/request");
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({ phone: "+9779841234567" });

    fetchMock.mockResolvedValueOnce(
      json(
        {
          code: "auth.code_wrong",
          message: "code: That code is not right: 4 tries left",
          field: "code",
          params: { left: 4 },
        },
        400,
      ),
    );
    fireEvent.change(code, { target: { value: "111111" } });
    fireEvent.keyDown(code, { key: "Enter" });
    expect(await screen.findByText("That code is not right: 4 tries left")).toBeTruthy();

    fetchMock.mockResolvedValue(json({ ...saved, phoneVerified: true }));
    fireEvent.change(code, { target: { value: "482913" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Phone number verified")).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[2]?.[1]?.body))).toEqual({
      phone: "+9779841234567",
      code: "482913",
    });
  });
});
