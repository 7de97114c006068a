"use client";
import { useState } from "react";
import { QrCode } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";

/**
 * A real QR code of the user's referral link, made in the browser. The encoder (about 7 KiB) is
 * fetched on the first click, not with the page, so the page's first load stays small.
 */
export function ReferralQr({ link, onGenerated }: { link: string; onGenerated?: () => void }) {
  const [dataUrl, setDataUrl] = useState<string | null>(null);

  async function generate() {
    try {
      const QRCode = (await import("qrcode")).default;
      setDataUrl(await QRCode.toDataURL(link, { errorCorrectionLevel: "M", margin: 2, width: 240 }));
      toast({ title: "QR Code Generated", description: "QR code for easy mobile sharing created" });
      onGenerated?.();
    } catch {
      toast({ title: "Could not make the QR code", description: "Please try again.", variant: "destructive" });
    }
  }

  return (
    <div className="flex flex-col items-start gap-3">
      <Button variant="outline" onClick={() => void generate()}>
        <QrCode aria-hidden="true" />
        QR Code
      </Button>
      {dataUrl && (
        // eslint-disable-next-line @next/next/no-img-element -- a data: URL made in the browser
        <img src={dataUrl} width={240} height={240} alt={`QR code of your referral link ${link}`} className="rounded-lg border-2 border-border bg-white" data-testid="referral-qr" />
      )}
    </div>
  );
}
