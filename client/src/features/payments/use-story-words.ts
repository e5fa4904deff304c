import { useTranslation } from "react-i18next";
import { currentLanguage } from "@/lib/i18n";
import type { StoryWords } from "./payment-story";

/** The active language's words and formats for a payment's story (payment-story.ts). */
export function useStoryWords(): StoryWords {
  const { t } = useTranslation();
  return { t: (key, values) => t(key, values), locale: currentLanguage() };
}
