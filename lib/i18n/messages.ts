import de from "@/messages/de.json";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import fr from "@/messages/fr.json";
import it from "@/messages/it.json";
import ja from "@/messages/ja.json";
import nl from "@/messages/nl.json";
import pl from "@/messages/pl.json";
import pt from "@/messages/pt.json";
import ru from "@/messages/ru.json";
import zh from "@/messages/zh.json";
import type { Locale } from "./locales";

export type Messages = typeof en;

/** Every locale's catalogue; the key-parity test keeps them shaped like en.json. */
export const messagesByLocale: Record<Locale, Messages> = { en, es, fr, de, ru, it, pt, pl, zh, ja, nl };
