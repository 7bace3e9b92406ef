"use client";
// The one client part of the site header: which place's links the path asks for (site-header.tsx renders all).
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { headerPlace, type HeaderPlace } from "./site-header-links";

export function HeaderByPath(places: Record<HeaderPlace, ReactNode>) {
  return places[headerPlace(usePathname() ?? "/")];
}
