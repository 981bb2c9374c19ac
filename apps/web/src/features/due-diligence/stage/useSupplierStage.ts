import {
  avlOperations,
  supplierFileOperations as op,
  type CreateAvlRequest,
  type SaveCheckRequest,
  type SaveFileTypeRequest,
  type SupplierCheck,
  type SupplyStage,
} from '@lading/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, uploadFile } from '../../../api/call';
import { DD_KEY } from '../dd-labels';

const stageKey = (id: number) => [...DD_KEY, 'stage', id] as const;
const FILE_TYPES_KEY = [...DD_KEY, 'fileTypes'] as const;

/** The stage view of one supplier (files per stage, checks, a pending status change). */
export const useStageView = (id: number | undefined) =>
  useQuery({
    queryKey: stageKey(id ?? 0),
    queryFn: () => call(op.stage, { params: { id: id! } }),
    enabled: id !== undefined,
  });

export const useFileVersions = (id: number, fileTypeId: number | undefined) =>
  useQuery({
    queryKey: [...stageKey(id), 'versions', fileTypeId ?? 0],
    queryFn: () => call(op.versions, { params: { id, fileTypeId: fileTypeId! } }),
    enabled: fileTypeId !== undefined,
  });

export const useFileTypes = (enabled = true) =>
  useQuery({ queryKey: FILE_TYPES_KEY, queryFn: () => call(op.fileTypes), enabled });

/** Everything due diligence shows is refreshed after a change (lists, reports, this view). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: DD_KEY });
}

export interface UploadInput {
  file: File;
  fields: Record<string, string>;
}

/** Uploads a version; a refusal (409 duplicate question too) is the caller's to show. */
export function useUploadVersion(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ file, fields }: UploadInput) =>
      uploadFile(op.upload, file, file.name, { params: { id }, fields, quiet: true }),
    onSuccess: refresh,
  });
}

export function useMoveStage(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { stage: SupplyStage; comment: string }) =>
      call(op.moveStage, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useSaveCheck(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ check, body }: { check: SupplierCheck; body: SaveCheckRequest }) =>
      call(op.saveCheck, { params: { id, check }, body }),
    onSuccess: refresh,
  });
}

export function useSaveFileType() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number | undefined; body: SaveFileTypeRequest }) =>
      id ? call(op.updateFileType, { params: { id }, body }) : call(op.createFileType, { body }),
    onSuccess: refresh,
  });
}

export function useRequestStatus() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateAvlRequest) => call(avlOperations.create, { body }),
    onSuccess: refresh,
  });
}
