"use client";
import { Trash2 } from "lucide-react";
import { ConfirmDialog } from "@/components/common/confirm-dialog";

export function DeleteDialog({
  title,
  open,
  isDeleting,
  onOpenChange,
  onConfirm,
}: {
  title: string;
  open: boolean;
  isDeleting: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => Promise<unknown>;
}) {
  return (
    <ConfirmDialog
      title={`Delete “${title}”?`}
      description="The document and its text will be removed. You can press Undo straight after if you change your mind."
      keepLabel="Keep document"
      confirmLabel="Delete document"
      busyLabel="Deleting..."
      icon={<Trash2 aria-hidden="true" />}
      open={open}
      isBusy={isDeleting}
      onOpenChange={onOpenChange}
      onConfirm={onConfirm}
    />
  );
}
