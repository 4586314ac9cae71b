// The location hash ("#report-bug"), kept current across pushState navigation and hashchange.
import { useLocationProperty } from 'wouter/use-browser-location';

const currentHash = () => window.location.hash;

export function useHash(): string {
  return useLocationProperty(currentHash, () => '');
}
