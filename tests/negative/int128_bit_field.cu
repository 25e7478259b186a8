// A bit-field of a 128-bit integer type is not supported in device code.
struct Packed {
    unsigned __int128 wide : 100;
    int narrow : 4;
};

__global__ void kernel(Packed* p) { p->narrow = 1; }
