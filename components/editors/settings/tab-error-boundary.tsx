"use client";

import { Component, type ReactNode } from "react";

interface TabErrorBoundaryProps {
  /** What shows instead of a tab that failed to load or render, with a way to try again. */
  fallback(retry: () => void): ReactNode;
  children: ReactNode;
}

/** A tab whose chunk did not arrive (offline) or that threw: "Failed to load data" instead of an empty modal. */
export class TabErrorBoundary extends Component<TabErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error("[settings] a tab failed to load:", error);
  }

  render() {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children;
  }
}
