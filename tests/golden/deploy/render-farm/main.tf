# Built from the OCI Storage Planner's plan "render-farm" (file-storage).
# Apply order: phase 1 creates the storage, phase 2 what hangs on it; Terraform follows the references.

# ---- Phase 1

# File system. Capacity is metered: there is no size to set.
resource "oci_file_storage_file_system" "render_farm" {
  compartment_id      = var.compartment_ocid
  availability_domain = var.availability_domain
  display_name        = "render-farm"
}

# 3 HPMT-20 mount targets (20 Gbps each), as the plan designs.
# The provider accepts only 1 Gbps of requested_throughput when a mount target is created. Apply once with raise_mount_target_throughput = false, then set raise_mount_target_throughput = true and apply again to raise each mount target to 20 Gbps (HPMT-20); `oci fs mount-target upgrade-shape` does the same from the CLI.
# Request a service limit increase before applying: 3 HPMT-20 mount targets, default limit 2.
# High Performance Mount Targets carry a 30-day billing commitment: the AD is billed at least 60,000 GB of storage for 3 HPMT-20 mount targets, whatever is stored. Make sure the tenancy is entitled to HPMTs before applying.
resource "oci_file_storage_mount_target" "render_farm" {
  count = 3

  compartment_id       = var.compartment_ocid
  availability_domain  = var.availability_domain
  subnet_id            = var.subnet_id
  display_name         = "render-farm-mt-${count.index + 1}"
  requested_throughput = var.raise_mount_target_throughput ? 20 : 1
}

data "oci_core_private_ip" "render_farm" {
  count = 3

  private_ip_id = oci_file_storage_mount_target.render_farm[count.index].private_ip_ids[0]
}

# ---- Phase 2

# Export /render-farm on each of the 3 mount targets; source CIDR, access and identity squash are variables.
resource "oci_file_storage_export" "render_farm_on_render_farm" {
  count = 3

  export_set_id  = oci_file_storage_mount_target.render_farm[count.index].export_set_id
  file_system_id = oci_file_storage_file_system.render_farm.id
  path           = "/render-farm"

  export_options {
    source          = var.client_cidr
    access          = var.export_access
    identity_squash = var.export_identity_squash
  }
}
