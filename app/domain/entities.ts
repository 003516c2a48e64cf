import type { InquirySource, Island, PropertyType, Status } from './constants';

/** Row shapes as the backend returns them (numbers parsed, timestamps as ISO strings). */
export interface PropertyRow {
  id: string;
  title: string;
  description: string;
  price: number;
  property_type: PropertyType;
  location: string;
  address: string;
  island: Island;
  bedrooms: number;
  bathrooms: number;
  /** m² */
  area: number;
  status: Status;
  featured: boolean;
  amenities: string[];
  images: string[];
  latitude: number | null;
  longitude: number | null;
  created_at: string;
  updated_at: string;
}

export interface RentalRow {
  id: string;
  title: string;
  description: string;
  daily_rate: number;
  location: string;
  address: string;
  island: Island;
  bedrooms: number;
  bathrooms: number;
  /** m² */
  area: number;
  status: Status;
  featured: boolean;
  amenities: string[];
  images: string[];
  latitude: number | null;
  longitude: number | null;
  min_stay_days: number;
  max_guests: number;
  availability_calendar: unknown[];
  created_at: string;
  updated_at: string;
}

export interface BlogPostRow {
  id: string;
  slug: string;
  title: string;
  /** Markdown */
  content: string;
  featured_image: string;
  status: Status;
  created_at: string;
  updated_at: string;
}

export interface InquiryRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  read: boolean;
  source: InquirySource;
  property_id: string | null;
  rental_id: string | null;
  created_at: string;
}
