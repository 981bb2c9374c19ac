import { z } from 'zod';
import { pageOf, pageQuery } from '../http/envelope';
import { CONTAINER_TYPES, DESTINATION_COUNTRIES } from './destinations';

/** Logistics reference data (spec §2 /information; DOMAIN "Products and reference data"). */

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1).max(max);
/** kg with at most 3 decimals (stored as integer grams). */
const kilograms = z.number().positive().max(1_000_000).multipleOf(0.001);

export const referenceListQuery = pageQuery.extend({ keyword: text(50).optional() });
export type ReferenceListQuery = z.infer<typeof referenceListQuery>;

// Loading points
export const loadingPointItem = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  address: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LoadingPointItem = z.infer<typeof loadingPointItem>;
export const saveLoadingPointRequest = z.strictObject({
  name: required(100),
  shortName: required(30),
  address: text(300).default(''),
});
export type SaveLoadingPointRequest = z.infer<typeof saveLoadingPointRequest>;
export const listLoadingPointsResponse = pageOf(loadingPointItem);

// Shipping lines
export const shippingLineItem = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  note: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShippingLineItem = z.infer<typeof shippingLineItem>;
export const saveShippingLineRequest = z.strictObject({
  name: required(100),
  code: text(20).default(''),
  note: text(300).default(''),
});
export type SaveShippingLineRequest = z.infer<typeof saveShippingLineRequest>;
export const listShippingLinesResponse = pageOf(shippingLineItem);

// Standard transit time: POL → POD [→ shipping line], days
export const transitTimeItem = z.object({
  id: z.number().int(),
  pol: z.string(),
  pod: z.string(),
  shippingLineId: z.number().int().nullable(),
  shippingLineName: z.string().nullable(),
  days: z.number().int(),
  note: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TransitTimeItem = z.infer<typeof transitTimeItem>;
export const saveTransitTimeRequest = z.strictObject({
  pol: required(100),
  pod: required(100),
  shippingLineId: z.number().int().positive().nullable().default(null),
  days: z.number().int().min(1).max(365),
  note: text(300).default(''),
});
export type SaveTransitTimeRequest = z.infer<typeof saveTransitTimeRequest>;
export const listTransitTimesResponse = pageOf(transitTimeItem);

// Loading information: max payload per destination country and container type
export const loadingLimitItem = z.object({
  id: z.number().int(),
  country: z.enum(DESTINATION_COUNTRIES),
  containerType: z.enum(CONTAINER_TYPES),
  maxPayloadKg: z.number(),
  note: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LoadingLimitItem = z.infer<typeof loadingLimitItem>;
export const saveLoadingLimitRequest = z.strictObject({
  country: z.enum(DESTINATION_COUNTRIES),
  containerType: z.enum(CONTAINER_TYPES),
  maxPayloadKg: kilograms,
  note: text(300).default(''),
});
export type SaveLoadingLimitRequest = z.infer<typeof saveLoadingLimitRequest>;
export const listLoadingLimitsQuery = referenceListQuery.extend({
  country: z.enum(DESTINATION_COUNTRIES).optional(),
  containerType: z.enum(CONTAINER_TYPES).optional(),
});
export type ListLoadingLimitsQuery = z.infer<typeof listLoadingLimitsQuery>;
export const listLoadingLimitsResponse = pageOf(loadingLimitItem);

// Container types (40HQ, 20GP): fixed set, edited by administrators
export const containerTypeItem = z.object({
  code: z.enum(CONTAINER_TYPES),
  innerLengthCm: z.number(),
  innerWidthCm: z.number(),
  innerHeightCm: z.number(),
  usableCbm: z.number(),
  pallets: z.number().int(),
  maxPayloadKg: z.number(),
  utilizationTargetPct: z.number().int(),
  updatedAt: z.string(),
});
export type ContainerTypeItem = z.infer<typeof containerTypeItem>;
export const updateContainerTypeRequest = z.strictObject({
  innerLengthCm: z.number().int().min(100).max(2000),
  innerWidthCm: z.number().int().min(100).max(500),
  innerHeightCm: z.number().int().min(100).max(500),
  usableCbm: z.number().positive().max(100).multipleOf(0.01),
  pallets: z.number().int().min(0).max(60),
  maxPayloadKg: kilograms,
  utilizationTargetPct: z.number().int().min(1).max(100),
});
export type UpdateContainerTypeRequest = z.infer<typeof updateContainerTypeRequest>;
export const containerTypeParams = z.strictObject({ code: z.enum(CONTAINER_TYPES) });
