import { DOCUMENT_TOO_LARGE, DOCUMENT_TYPE_REFUSED, MAX_DOCUMENT_BYTES } from "@domain/verification/files";
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { UploadForm } from "./upload-form";

const send = vi.fn();
beforeEach(() => {
  send.mockReset();
  // Nothing may be sent while the form refuses: the upload goes through XMLHttpRequest.
  vi.stubGlobal(
    "XMLHttpRequest",
    class {
      upload = {};
      open() {}
      setRequestHeader() {}
      send = send;
    },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <UploadForm />
    </QueryClientProvider>,
  );
});

const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText("Document"), { target: { files: [file] } });

it("refuses a web page renamed to .pdf by its content, with the server's words", async () => {
  choose(
    new File(["<!doctype html><script>alert(1)</script>"], "citizenship.pdf", { type: "application/pdf" }),
  );
  expect(await screen.findByText(DOCUMENT_TYPE_REFUSED)).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "Upload document" }));
  expect(send).not.toHaveBeenCalled();
});

it("refuses a file over 5 MB before sending it", async () => {
  const big = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
  big.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
  choose(new File([big], "scan.pdf", { type: "application/pdf" }));
  expect(await screen.findByText(DOCUMENT_TOO_LARGE)).toBeTruthy();
});

it("asks for the document type and a file", async () => {
  fireEvent.click(screen.getByRole("button", { name: "Upload document" }));
  expect(await screen.findByText("Choose the document type")).toBeTruthy();
  expect(screen.getByText("Choose a document to upload")).toBeTruthy();
  expect(screen.getByRole("combobox", { name: "Document type" }).getAttribute("aria-invalid")).toBe("true");
  expect(send).not.toHaveBeenCalled();
});
