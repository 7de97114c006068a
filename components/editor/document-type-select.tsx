"use client";
import { memo } from "react";
import { Card } from "@/components/ui/card";
import { Select } from "@/components/ui/select";
import { DOCUMENT_TYPES, DOCUMENT_TYPE_LABELS } from "@/lib/documents/document-model";

// Document Type selector under the Voice Control panel (core-product §2, §3).
export const DocumentTypeSelect = memo(function DocumentTypeSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (type: string) => void;
}) {
  return (
    <Card className="flex flex-col gap-2 p-4">
      <label htmlFor="document-type" className="text-lg font-bold">
        Document Type
      </label>
      <Select id="document-type" value={value} onChange={(e) => onChange(e.target.value)}>
        {DOCUMENT_TYPES.map((t) => (
          <option key={t} value={t}>
            {DOCUMENT_TYPE_LABELS[t]}
          </option>
        ))}
      </Select>
    </Card>
  );
});
