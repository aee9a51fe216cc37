// The place of an event: a Leaflet map with OpenStreetMap tiles and a marker, and always the
// coordinates as text with links to Mapy.cz and OpenStreetMap (tiles may not load: offline,
// blocked). Leaflet, its CSS and its marker images are bundled; nothing comes from a CDN.
import 'leaflet/dist/leaflet.css';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useRef } from 'react';
import { t } from '../../../lib/i18n';
import { formatCoordinates, mapLinks } from '../event-format';

const TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

interface EventMapProps {
  latitude: number;
  longitude: number;
  place: string;
}

export function EventMap({ latitude, longitude, place }: EventMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const links = mapLinks(latitude, longitude);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let map: import('leaflet').Map | undefined;
    let cancelled = false;
    void import('leaflet').then(({ default: L }) => {
      if (cancelled) return;
      map = L.map(element, { zoomControl: false, scrollWheelZoom: false, attributionControl: true }).setView([latitude, longitude], 13);
      L.control.zoom({ zoomInTitle: t('racing.map.zoomIn'), zoomOutTitle: t('racing.map.zoomOut') }).addTo(map);
      map.attributionControl.setPrefix(false);
      L.tileLayer(TILES, { maxZoom: 18, attribution: t('racing.map.attribution') }).addTo(map);
      const icon = L.icon({
        iconUrl: markerIcon,
        iconRetinaUrl: markerIcon2x,
        shadowUrl: markerShadow,
        iconSize: [25, 41],
        iconAnchor: [12, 41],
        shadowSize: [41, 41],
      });
      L.marker([latitude, longitude], { icon, alt: place, title: place, keyboard: false }).addTo(map);
    });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [latitude, longitude, place]);

  return (
    <section className="event-map" aria-labelledby="event-map-title">
      <h2 id="event-map-title">{t('racing.map.title')}</h2>
      <div ref={container} className="map-frame" role="region" aria-label={`${t('racing.map.label')}: ${place}`} />
      <p className="map-coordinates">
        <span>
          {t('racing.map.coordinates')}: <strong>{formatCoordinates(latitude, longitude)}</strong>
        </span>{' '}
        <a href={links.mapy} rel="noopener noreferrer" target="_blank">
          {t('racing.map.mapy')}
        </a>{' '}
        <a href={links.osm} rel="noopener noreferrer" target="_blank">
          {t('racing.map.osm')}
        </a>
      </p>
    </section>
  );
}
