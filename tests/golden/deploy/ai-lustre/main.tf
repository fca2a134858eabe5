# Built from the OCI Storage Planner's plan "ai-lustre" (lustre).
# Apply order: phase 1 creates the storage, phase 2 what hangs on it; Terraform follows the references.

# ---- Phase 1

# Lustre file system of 457.6 TiB at 125 MB/s per TB.
# capacity_in_gbs is the console's 457.6 TiB step written as 457,600 (as the provider's own example and test write 31.2 TiB as 31200).
# A Lustre file system is billed in 30-day cycles: one deleted before the end of its cycle is charged to the end (output *_billing_cycle_end). Capacity can be raised in steps, never lowered.
resource "oci_lustre_file_storage_lustre_file_system" "ai_lustre" {
  compartment_id      = var.compartment_ocid
  availability_domain = var.availability_domain
  subnet_id           = var.subnet_id
  display_name        = "ai-lustre"
  file_system_name    = "ailustre"
  capacity_in_gbs     = 457600
  performance_tier    = "MBPS_PER_TB_125"

  root_squash_configuration {
    identity_squash = var.lustre_identity_squash
  }
}
