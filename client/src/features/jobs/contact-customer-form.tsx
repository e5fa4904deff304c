import { Send } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { errorText } from "@/lib/error-text";
import { toast } from "@/lib/use-toast";
import { useMessageCustomer } from "./api";

type ContactCustomerFormProps = { job: { id: string; customerId: string }; signedIn: boolean };

/** A message to the job's customer (SPEC §5, §8), sent as POST /api/messages. */
export function ContactCustomerForm({ job, signedIn }: ContactCustomerFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const send = useMessageCustomer();
  const [content, setContent] = useState("");

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!signedIn) {
      toast({ title: t("jobDialog.contactLogin"), variant: "destructive" });
      return;
    }
    const text = content.trim();
    if (!text) {
      toast({
        title: t("jobDialog.contactMissingTitle"),
        description: t("jobDialog.contactMissingDescription"),
        variant: "destructive",
      });
      return;
    }
    send.mutate(
      { receiverId: job.customerId, content: text, jobId: job.id },
      {
        onSuccess: () => {
          toast({
            title: t("jobDialog.contactSentTitle"),
            description: t("jobDialog.contactSentDescription"),
            variant: "success",
          });
          setContent("");
        },
        onError: (error) =>
          toast({
            title: t("jobDialog.contactErrorTitle"),
            description: errorText(error) ?? t("jobDialog.contactErrorDescription"),
            variant: "destructive",
          }),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <Label htmlFor={`${id}-message`} className="sr-only">
        {t("jobDialog.contactLabel")}
      </Label>
      <Textarea
        id={`${id}-message`}
        rows={3}
        placeholder={t("jobDialog.contactPlaceholder")}
        value={content}
        onChange={(event) => setContent(event.target.value)}
      />
      <Button
        type="submit"
        variant="outline"
        disabled={send.isPending}
        className="w-full sm:w-auto sm:justify-self-end"
      >
        <Send aria-hidden="true" />
        {send.isPending ? t("jobDialog.contactSending") : t("jobDialog.contactSend")}
      </Button>
    </form>
  );
}
