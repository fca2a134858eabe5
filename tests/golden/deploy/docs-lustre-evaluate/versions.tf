terraform {
  required_version = ">= 1.0.0"
  required_providers {
    oci = {
      source  = "oracle/oci"
      version = "8.28.0"
    }
  }
}

# Credentials come from the environment (~/.oci/config, or Resource Manager itself): none is written here.
provider "oci" {}
