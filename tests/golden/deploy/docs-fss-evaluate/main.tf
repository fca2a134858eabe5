# Built from the OCI Storage Planner's plan "docs-fss-evaluate" (file-storage).
# Apply order: phase 1 creates the storage, phase 2 what hangs on it; Terraform follows the references.

# ---- Phase 1

# File system. Capacity is metered: there is no size to set.
resource "oci_file_storage_file_system" "docs_fss_evaluate" {
  compartment_id      = var.compartment_ocid
  availability_domain = var.availability_domain
  display_name        = "docs-fss-evaluate"
}

# 4 Standard mount targets (1 Gbps each), as the plan designs.
# Request a service limit increase before applying: 4 Standard mount targets, default limit 2.
resource "oci_file_storage_mount_target" "docs_fss_evaluate" {
  count = 4

  compartment_id       = var.compartment_ocid
  availability_domain  = var.availability_domain
  subnet_id            = var.subnet_id
  display_name         = "docs-fss-evaluate-mt-${count.index + 1}"
  requested_throughput = 1
}

data "oci_core_private_ip" "docs_fss_evaluate" {
  count = 4

  private_ip_id = oci_file_storage_mount_target.docs_fss_evaluate[count.index].private_ip_ids[0]
}

# ---- Phase 2

# Export /docs-fss-evaluate on each of the 4 mount targets; source CIDR, access and identity squash are variables.
resource "oci_file_storage_export" "docs_fss_evaluate_on_docs_fss_evaluate" {
  count = 4

  export_set_id  = oci_file_storage_mount_target.docs_fss_evaluate[count.index].export_set_id
  file_system_id = oci_file_storage_file_system.docs_fss_evaluate.id
  path           = "/docs-fss-evaluate"

  export_options {
    source          = var.client_cidr
    access          = var.export_access
    identity_squash = var.export_identity_squash
  }
}
