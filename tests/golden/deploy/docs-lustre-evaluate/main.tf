# Built from the OCI Storage Planner's plan "docs-lustre-evaluate" (lustre).
# Apply order: phase 1 creates the storage, phase 2 what hangs on it; Terraform follows the references.

# ---- Phase 1

# Lustre file system of 93.6 TiB at 500 MB/s per TB.
# capacity_in_gbs is the console's 93.6 TiB step written as 93,600 (as the provider's own example and test write 31.2 TiB as 31200).
# A Lustre file system is billed in 30-day cycles: one deleted before the end of its cycle is charged to the end (output *_billing_cycle_end). Capacity can be raised in steps, never lowered.
resource "oci_lustre_file_storage_lustre_file_system" "docs_lustre_evaluate" {
  compartment_id      = var.compartment_ocid
  availability_domain = var.availability_domain
  subnet_id           = var.subnet_id
  display_name        = "docs-lustre-evaluate"
  file_system_name    = "docslust"
  capacity_in_gbs     = 93600
  performance_tier    = "MBPS_PER_TB_500"

  root_squash_configuration {
    identity_squash = var.lustre_identity_squash
  }
}
