// A data member whose declaration the parser cannot read (here a template it does not know)
// is skipped as host code; a class with one that device code lays out is an error, not a
// layout without the member.
struct Record {
    unknown_vector<short> samples;
    int count;
};
__global__ void k(int *out)
{
    Record r;
    r.count = 1;
    out[0] = sizeof(r);
}
