import { describe, expect, it } from 'vitest';
import { busRoutes } from '@/content/bus-routes';

describe('bus routes', () => {
  it('are route01 to route15, each once', () => {
    expect(busRoutes.map((route) => route.key)).toEqual(
      Array.from({ length: 15 }, (_, index) => `route${String(index + 1).padStart(2, '0')}`),
    );
  });

  it('run before 9:00 in the morning and after 17:00 in the afternoon, in time order', () => {
    for (const route of busRoutes) {
      const [morning, afternoon] = route.stops;
      expect(morning.timeOfDay).toBe('morning');
      expect(afternoon.timeOfDay).toBe('afternoon');
      const morningTimes = morning.stops.map((stop) => stop.time);
      const afternoonTimes = afternoon.stops.map((stop) => stop.time);
      expect(morningTimes, route.key).toEqual([...morningTimes].sort());
      expect(afternoonTimes, route.key).toEqual([...afternoonTimes].sort());
      expect(morningTimes.every((time) => time < '09:00'), route.key).toBe(true);
      expect(afternoonTimes.every((time) => time > '17:00'), route.key).toBe(true);
      expect(afternoon.stops.map((stop) => stop.label)).toEqual(morning.stops.map((stop) => stop.label).reverse());
      expect(morning.stops.length).toBeGreaterThanOrEqual(4);
      expect(morning.stops.length).toBeLessThanOrEqual(6);
    }
  });
});
