import { Box, HStack, IconButton, Link } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface SubMenuItem {
  label: string;
  to: string;
  current: boolean;
}

interface SubMenuProps {
  /** The nav's accessible name, e.g. "Hub menu". */
  label: string;
  items: readonly SubMenuItem[];
}

interface Overflow {
  left: boolean;
  right: boolean;
}

/** Which sides of a sideways-scrolling box hide something (a pixel of slack for fractional widths). */
function overflowOf(box: HTMLElement): Overflow {
  return {
    left: box.scrollLeft > 1,
    right: box.scrollLeft + box.clientWidth < box.scrollWidth - 1,
  };
}

/**
 * The width an arrow and its fade cover at each edge (the fade's padding and the button): a link the
 * focus scrolls to stops this far in from the edge (scroll-padding), clear of the arrow.
 */
const ARROW_WIDTH = '3rem';

/**
 * Scrolls the box sideways (only the box, not the page) so the link sits in its middle: scrolled merely
 * "into view", the current link stopped at the edge, under that side's arrow and fade.
 */
function centre(box: HTMLElement, link: HTMLElement) {
  const boxRect = box.getBoundingClientRect();
  const linkRect = link.getBoundingClientRect();
  const offset = linkRect.left + linkRect.width / 2 - (boxRect.left + boxRect.width / 2);
  const end = Math.max(0, box.scrollWidth - box.clientWidth);
  box.scrollLeft = Math.min(end, Math.max(0, box.scrollLeft + offset));
}

function ScrollArrow({ side, onClick }: { side: 'left' | 'right'; onClick: () => void }) {
  return (
    <Box
      position="absolute"
      top="0"
      bottom="1px"
      {...(side === 'left' ? { left: '0' } : { right: '0' })}
      display="flex"
      alignItems="center"
      pl={side === 'right' ? '6' : '0'}
      pr={side === 'left' ? '6' : '0'}
      // The fade says "more this way" even before the arrow is noticed.
      bgGradient={side === 'left' ? 'to-r' : 'to-l'}
      gradientFrom="bg"
      gradientVia="bg"
      gradientTo="transparent"
      pointerEvents="none"
      data-overflow={side}
    >
      <IconButton
        // The links themselves are reached by Tab (the box scrolls to each); the arrows are for a pointer.
        tabIndex={-1}
        size="2xs"
        variant="ghost"
        pointerEvents="auto"
        aria-label={side === 'left' ? 'Scroll the menu left' : 'Scroll the menu right'}
        onClick={onClick}
      >
        {side === 'left' ? '‹' : '›'}
      </IconButton>
    </Box>
  );
}

/**
 * The underlined tab row of links above a group of screens (hub, hubs, lookup tables); the current one
 * has aria-current="page". One component so the sub-menus look and behave alike. On a narrow screen it
 * scrolls sideways, and shows it can: a faded edge with an arrow on each side that hides links; the current
 * link is scrolled to the middle, clear of the arrows.
 */
export function SubMenu({ label, items }: SubMenuProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ left: false, right: false });
  const measure = useCallback(() => {
    const box = scroller.current;
    if (!box) return;
    const next = overflowOf(box);
    setOverflow((current) => (current.left === next.left && current.right === next.right ? current : next));
  }, []);
  const currentTo = items.find((item) => item.current)?.to;

  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const current = box.querySelector<HTMLElement>('[aria-current="page"]');
    if (current) centre(box, current);
    measure();
  }, [currentTo, items.length, measure]);

  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(box);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [measure]);

  const scrollBy = (direction: 1 | -1) => {
    const box = scroller.current;
    if (box) box.scrollBy({ left: direction * box.clientWidth * 0.7, behavior: 'smooth' });
  };

  return (
    <Box as="nav" aria-label={label} position="relative" borderBottomWidth="1px" borderColor="border">
      <Box
        ref={scroller}
        overflowX="auto"
        onScroll={measure}
        css={{ scrollbarWidth: 'thin', scrollPaddingInline: ARROW_WIDTH }}
      >
        <HStack gap="0" minW="max-content">
          {items.map(({ label: text, to, current }) => (
            <Link
              key={to}
              asChild
              px="3"
              py="2"
              fontSize="sm"
              whiteSpace="nowrap"
              textDecoration="none"
              borderBottomWidth="2px"
              borderColor={current ? 'blue.600' : 'transparent'}
              color={current ? 'blue.700' : 'fg.muted'}
              fontWeight={current ? 'semibold' : 'normal'}
              _hover={{ color: 'blue.700', textDecoration: 'none' }}
              aria-current={current ? 'page' : undefined}
            >
              <RouterLink to={to}>{text}</RouterLink>
            </Link>
          ))}
        </HStack>
      </Box>
      {overflow.left && <ScrollArrow side="left" onClick={() => scrollBy(-1)} />}
      {overflow.right && <ScrollArrow side="right" onClick={() => scrollBy(1)} />}
    </Box>
  );
}
