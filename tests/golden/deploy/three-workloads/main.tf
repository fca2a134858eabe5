# Built from the OCI Storage Planner's plan "three-workloads" (file-storage, block-volume, lustre).
# Apply order: phase 1 creates the storage, phase 2 what hangs on it; Terraform follows the references.

# ---- Phase 1

# File system. Capacity is metered: there is no size to set.
resource "oci_file_storage_file_system" "home_fs" {
  compartment_id      = var.compartment_ocid
  availability_domain = var.availability_domain
  display_name        = "home-fs"
}

# File system. Capacity is metered: there is no size to set.
resource "oci_file_storage_file_system" "apps_fs" {
  compartment_id      = var.compartment_ocid
  availability_domain = var.availability_domain
  display_name        = "apps-fs"
}

# 1 HPMT-20 mount target (20 Gbps each), as the plan designs.
# The provider accepts only 1 Gbps of requested_throughput when a mount target is created. Apply once with raise_mount_target_throughput = false, then set raise_mount_target_throughput = true and apply again to raise each mount target to 20 Gbps (HPMT-20); `oci fs mount-target upgrade-shape` does the same from the CLI.
# High Performance Mount Targets carry a 30-day billing commitment: the AD is billed at least the capacity entitlement of storage for 1 HPMT-20 mount target, whatever is stored. Make sure the tenancy is entitled to HPMTs before applying.
resource "oci_file_storage_mount_target" "shared_hpmt_20_1" {
  compartment_id       = var.compartment_ocid
  availability_domain  = var.availability_domain
  subnet_id            = var.subnet_id
  display_name         = "shared-hpmt-20-1-mt-1"
  requested_throughput = var.raise_mount_target_throughput ? 20 : 1
}

data "oci_core_private_ip" "shared_hpmt_20_1" {
  private_ip_id = oci_file_storage_mount_target.shared_hpmt_20_1.private_ip_ids[0]
}

# 2 volumes of 1,000 GB at 10 VPUs/GB (balanced).
resource "oci_core_volume" "db" {
  count = 2

  compartment_id      = var.compartment_ocid
  availability_domain = var.availability_domain
  display_name        = "db-vol-${count.index + 1}"
  size_in_gbs         = 1000
  vpus_per_gb         = 10
}

# Lustre file system of 93.6 TiB at 125 MB/s per TB.
# capacity_in_gbs is the console's 93.6 TiB step written as 93,600 (as the provider's own example and test write 31.2 TiB as 31200).
# A Lustre file system is billed in 30-day cycles: one deleted before the end of its cycle is charged to the end (output *_billing_cycle_end). Capacity can be raised in steps, never lowered.
resource "oci_lustre_file_storage_lustre_file_system" "training" {
  compartment_id      = var.compartment_ocid
  availability_domain = var.availability_domain
  subnet_id           = var.subnet_id
  display_name        = "training"
  file_system_name    = "training"
  capacity_in_gbs     = 93600
  performance_tier    = "MBPS_PER_TB_125"

  root_squash_configuration {
    identity_squash = var.lustre_identity_squash
  }
}

# ---- Phase 2

# Export /home-fs on each of the 1 mount target; source CIDR, access and identity squash are variables.
resource "oci_file_storage_export" "home_fs_on_shared_hpmt_20_1" {
  export_set_id  = oci_file_storage_mount_target.shared_hpmt_20_1.export_set_id
  file_system_id = oci_file_storage_file_system.home_fs.id
  path           = "/home-fs"

  export_options {
    source          = var.client_cidr
    access          = var.export_access
    identity_squash = var.export_identity_squash
  }
}

# Export /apps-fs on each of the 1 mount target; source CIDR, access and identity squash are variables.
resource "oci_file_storage_export" "apps_fs_on_shared_hpmt_20_1" {
  export_set_id  = oci_file_storage_mount_target.shared_hpmt_20_1.export_set_id
  file_system_id = oci_file_storage_file_system.apps_fs.id
  path           = "/apps-fs"

  export_options {
    source          = var.client_cidr
    access          = var.export_access
    identity_squash = var.export_identity_squash
  }
}

# Volumes attach (iscsi) to an instance you already run (planned as VM.Standard.E5.Flex): give its OCID in db_instance_id.
# iSCSI attachments ask the Oracle Cloud Agent to log in (is_agent_auto_iscsi_login_enabled), which it does where its Block Volume Management plugin is enabled; check with `sudo iscsiadm -m session`, else run the iSCSI commands the console shows for each attachment.
resource "oci_core_volume_attachment" "db" {
  count = 2

  attachment_type                   = "iscsi"
  instance_id                       = var.db_instance_id
  volume_id                         = oci_core_volume.db[count.index].id
  display_name                      = "db-att-${count.index + 1}"
  is_agent_auto_iscsi_login_enabled = true
}

# A volume group of the 2 volumes, for crash-consistent backups and clones of the stripe.
resource "oci_core_volume_group" "db" {
  compartment_id      = var.compartment_ocid
  availability_domain = var.availability_domain
  display_name        = "db-group"

  source_details {
    type       = "volumeIds"
    volume_ids = oci_core_volume.db[*].id
  }
}
