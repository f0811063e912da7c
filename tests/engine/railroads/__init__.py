"""Russian Railroads engine tests."""
