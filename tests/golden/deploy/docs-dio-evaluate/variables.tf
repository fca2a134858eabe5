variable "compartment_ocid" {
  type        = string
  description = "Compartment the resources are created in."
}

variable "availability_domain" {
  type        = string
  description = "Availability domain of every resource (clients and mount targets in the same AD)."
}

variable "vcn_id" {
  type        = string
  description = "VCN of the subnet (only narrows the subnet picker of a Resource Manager stack; no resource reads it)."
  default     = ""
}

variable "subnet_id" {
  type        = string
  description = "Subnet of the mount targets, Lustre file systems and Dense I/O hosts."
}

variable "ssh_public_key" {
  type        = string
  description = "SSH public key for the Dense I/O hosts."
}

variable "image_id" {
  type        = string
  description = "OCID of the image the Dense I/O hosts boot (Oracle Linux)."
}
