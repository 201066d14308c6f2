"use client";

import { useTranslations } from "next-intl";
import { MeetingRoom } from "./meeting-room";
import { useGuestLink } from "./use-guest-link";

/** Reads the private link and opens its meeting; an incomplete link says so. */
export function GuestMeeting() {
  const t = useTranslations("Meetings.room");
  const link = useGuestLink();
  if (link === undefined) return <p role="status">{t("loading")}</p>;
  if (link === null) return <p role="alert">{t("invalidLink")}</p>;
  return <MeetingRoom key={`${link.bookingId}:${link.token}`} bookingId={link.bookingId} token={link.token} />;
}
