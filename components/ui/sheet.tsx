"use client";
import * as React from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { cn } from "@/lib/utils";
import { useReturnFocusToOpener } from "@/components/ui/return-focus";

// A side panel (modal dialog at the screen edge): focus is trapped inside, Escape closes it
// and focus returns to the opener (useReturnFocusToOpener). The backdrop is light so changes made in
// the panel stay visible on the page behind it.
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

export const SheetContent = React.forwardRef<
  React.ElementRef<typeof DialogPrimitive.Content>,
  React.ComponentPropsWithoutRef<typeof DialogPrimitive.Content> & { side?: "right" | "left"; closeLabel?: string }
>(({ className, children, side = "right", closeLabel = "Close", onOpenAutoFocus, onCloseAutoFocus, ...props }, ref) => {
  const focusReturn = useReturnFocusToOpener(onOpenAutoFocus, onCloseAutoFocus);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/20" />
      <DialogPrimitive.Content
        ref={ref}
        className={cn(
          "fixed inset-y-0 z-50 flex w-full flex-col border-border bg-background text-foreground shadow-2xl focus-visible:outline-none sm:w-[min(34rem,100vw)]",
          side === "right" ? "right-0 sm:border-l-2" : "left-0 sm:border-r-2",
          className,
        )}
        {...focusReturn}
        {...props}
      >
        {children}
        <DialogPrimitive.Close className="absolute right-3 top-3 inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-base font-semibold hover:bg-accent focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring">
          <X className="size-5" aria-hidden="true" />
          {closeLabel}
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
});
SheetContent.displayName = "SheetContent";

export const SheetTitle = React.forwardRef<
  React.ElementRef<typeof DialogPrimitive.Title>,
  React.ComponentPropsWithoutRef<typeof DialogPrimitive.Title>
>(({ className, ...props }, ref) => (
  <DialogPrimitive.Title ref={ref} className={cn("text-2xl font-bold", className)} {...props} />
));
SheetTitle.displayName = "SheetTitle";

export const SheetDescription = React.forwardRef<
  React.ElementRef<typeof DialogPrimitive.Description>,
  React.ComponentPropsWithoutRef<typeof DialogPrimitive.Description>
>(({ className, ...props }, ref) => (
  <DialogPrimitive.Description ref={ref} className={cn("text-base text-muted-foreground", className)} {...props} />
));
SheetDescription.displayName = "SheetDescription";
