/** TanStack Query keys of the meeting screens, in one place so writes invalidate exactly what they change. */
export const meetingKeys = {
  all: ["meetings"] as const,
  /** The host's list on /admin/meetings. */
  hostBookings: (userId: string) => ["meetings", "bookings", "host", userId] as const,
  /** The signed-in customer's list on /account. */
  customerBookings: (userId: string) => ["meetings", "bookings", "customer", userId] as const,
  /** One booking as the guest's room reads and polls it. */
  booking: (bookingId: string) => ["meetings", "booking", bookingId] as const,
  /** The call's first launch (its LiveKit token), and the token's refresh while the call runs. */
  videoLaunch: (bookingId: string) => ["meetings", "video", bookingId, "launch"] as const,
  videoToken: (bookingId: string) => ["meetings", "video", bookingId, "token"] as const,
  /** The free times of one meeting type on /book. */
  slots: (meetingTypeId: string) => ["meetings", "slots", meetingTypeId] as const,
};
