import { ChevronLeft, ChevronRight } from "@/components/ui/icons";
import Link from "next/link";
import { Button } from "./button";

type Labels = {
  /** The navigation landmark's name. */
  nav: string;
  previous: string;
  next: string;
  /** Where the list is, in words ("Page 2 of 5"). */
  status: string;
};

/** Numbered links for wider screens (phones keep the words): the pages to show, null for a gap. */
type Numbers = { pages: (number | null)[]; name: (page: number) => string; text: (page: number) => string };

/** Previous and next links, and the page numbers if given; plain links, so they work before hydration. */
export function Pagination({
  page,
  pageCount,
  href,
  labels,
  numbers,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  labels: Labels;
  numbers?: Numbers;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={labels.nav} className="flex items-center justify-between gap-2">
      {page > 1 ? (
        <Button asChild variant="outline" size="sm">
          <Link href={href(page - 1)}>
            <ChevronLeft aria-hidden />
            {labels.previous}
          </Link>
        </Button>
      ) : (
        <span />
      )}
      <p className={numbers ? "text-sm text-muted-foreground sm:hidden" : "text-sm text-muted-foreground"}>{labels.status}</p>
      {numbers ? (
        <ul className="hidden items-center gap-1 sm:flex">
          {numbers.pages.map((target, index) =>
            target === null ? (
              <li key={`gap-${index}`} aria-hidden className="px-1 text-muted-foreground">
                …
              </li>
            ) : (
              <li key={target}>
                <Button asChild variant={target === page ? "default" : "ghost"} size="sm" className="min-w-9 px-2">
                  <Link href={href(target)} aria-label={numbers.name(target)} aria-current={target === page ? "page" : undefined}>
                    {numbers.text(target)}
                  </Link>
                </Button>
              </li>
            ),
          )}
        </ul>
      ) : null}
      {page < pageCount ? (
        <Button asChild variant="outline" size="sm">
          <Link href={href(page + 1)}>
            {labels.next}
            <ChevronRight aria-hidden />
          </Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}
