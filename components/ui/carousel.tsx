'use client';

import { useTranslations } from 'next-intl';
import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

interface CarouselProps {
  label: string;
  /** Items visible at once on a wide screen (fewer on small screens through CSS). */
  perView: number;
  children: ReactNode;
  autoplayMs?: number;
  /** Arrows show when there are more items than this. */
  arrowsAbove?: number;
  pagination?: boolean;
}

/**
 * A scroll-snap carousel (spec §9: home banners 3 per view with clickable pagination; hot games 6
 * per view, autoplay 1200 ms, arrows above 7). Items are server-rendered; only scrolling is here.
 * Autoplay pauses on hover or focus and never runs for readers who prefer reduced motion.
 */
export function Carousel({ label, perView, children, autoplayMs, arrowsAbove, pagination = false }: CarouselProps) {
  const t = useTranslations('home');
  const track = useRef<HTMLUListElement>(null);
  const items = Children.toArray(children);
  const [page, setPage] = useState(0);
  const [paused, setPaused] = useState(false);
  const [visible, setVisible] = useState(false);
  // How many items one view shows on this viewport (CSS shows fewer on narrow screens): one dot per view.
  const [shown, setShown] = useState(perView);
  const pages = Math.max(1, Math.ceil(items.length / shown));
  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const measure = () => {
      const first = element.children[0] as HTMLElement | undefined;
      if (first && first.offsetWidth > 0) setShown(Math.max(1, Math.round((element.clientWidth + 20) / (first.offsetWidth + 20))));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const scrollToItem = useCallback((index: number) => {
    const element = track.current;
    const item = element?.children[index] as HTMLElement | undefined;
    if (!element || !item) return;
    const rtl = getComputedStyle(element).direction === 'rtl';
    const start = rtl ? element.offsetWidth - (item.offsetLeft + item.offsetWidth) : item.offsetLeft;
    element.scrollTo({ left: rtl ? -start : start, behavior: 'smooth' });
  }, []);

  const step = useCallback(
    (direction: 1 | -1) => {
      const element = track.current;
      if (!element) return;
      const width = (element.children[0] as HTMLElement | undefined)?.offsetWidth ?? element.clientWidth;
      const rtl = getComputedStyle(element).direction === 'rtl';
      const atEnd = Math.abs(element.scrollLeft) + element.clientWidth >= element.scrollWidth - 4;
      if (direction === 1 && atEnd) element.scrollTo({ left: 0, behavior: 'smooth' });
      else element.scrollBy({ left: direction * (rtl ? -1 : 1) * width, behavior: 'smooth' });
    },
    [],
  );

  // Autoplay only while the carousel is on screen: no work for a reader who has not scrolled to it.
  useEffect(() => {
    const element = track.current;
    if (!element || !autoplayMs) return;
    const observer = new IntersectionObserver(([entry]) => setVisible(entry.isIntersecting), { threshold: 0.5 });
    observer.observe(element);
    return () => observer.disconnect();
  }, [autoplayMs]);

  useEffect(() => {
    const element = track.current;
    if (!element || !pagination) return;
    const onScroll = () => {
      const width = element.scrollWidth / Math.max(1, items.length);
      setPage(Math.min(pages - 1, Math.round(Math.abs(element.scrollLeft) / (width * shown))));
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, [items.length, pages, shown, pagination]);

  useEffect(() => {
    if (!autoplayMs || paused || !visible || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => step(1), autoplayMs);
    return () => window.clearInterval(timer);
  }, [autoplayMs, paused, visible, step]);

  const arrows = arrowsAbove !== undefined && items.length > arrowsAbove;
  return (
    <div
      className="carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      style={{ ['--per-view' as string]: perView }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <ul ref={track} className="carousel-track">
        {items.map((item, i) => (
          <li key={i} className="carousel-item">
            {item}
          </li>
        ))}
      </ul>
      {arrows ? (
        <>
          <button type="button" className="btn btn-icon carousel-prev" aria-label={t('previous')} onClick={() => step(-1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="btn btn-icon carousel-next" aria-label={t('next')} onClick={() => step(1)}>
            <span aria-hidden="true">›</span>
          </button>
        </>
      ) : null}
      {pagination && pages > 1 ? (
        <div className="carousel-dots">
          {Array.from({ length: pages }, (_, i) => (
            <button key={i} type="button" aria-label={t('goToSlide', { number: i + 1 })} aria-current={i === page ? 'true' : undefined} onClick={() => scrollToItem(i * shown)} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
