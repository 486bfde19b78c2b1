import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { common } from '../../i18n/zh-CN/home';
import './Carousel.css';

export interface CarouselSlide {
  id: string;
  content: ReactNode;
  /** The slide's background (a CSS background value). */
  background: string;
}

export interface CarouselProps {
  label: string;
  slides: readonly CarouselSlide[];
  intervalMs?: number;
}

const prefersReducedMotion = (): boolean => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The home banner: slides that advance on their own, stop while pointed at or focused, and can
 * be moved with buttons and dots. Hand-made: the home page's first render carries no UI library.
 */
export function Carousel({ label, slides, intervalMs = 5000 }: CarouselProps) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const root = useRef<HTMLElement>(null);
  const count = slides.length;
  const go = useCallback((to: number) => setIndex(((to % count) + count) % count), [count]);

  useEffect(() => {
    if (paused || count < 2 || prefersReducedMotion()) return undefined;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [paused, count, intervalMs]);

  return (
    <section
      ref={root}
      className="hp-carousel"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <div className="hp-carousel__track" style={{ transform: `translateX(-${index * 100}%)` }}>
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            className="hp-carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${count}`}
            aria-hidden={i !== index}
            style={{ background: slide.background }}
          >
            {slide.content}
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          <button type="button" className="hp-carousel__arrow hp-carousel__arrow--prev" aria-label={common.carousel.previous} onClick={() => go(index - 1)}>
            ‹
          </button>
          <button type="button" className="hp-carousel__arrow hp-carousel__arrow--next" aria-label={common.carousel.next} onClick={() => go(index + 1)}>
            ›
          </button>
          <div className="hp-carousel__dots">
            {slides.map((slide, i) => (
              <button key={slide.id} type="button" aria-label={common.carousel.slide(i + 1)} aria-current={i === index ? 'true' : undefined} onClick={() => go(i)} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
