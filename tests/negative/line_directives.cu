// `#line` renumbers the lines after it, and renames their file where it names one: errors are
// reported where the directive says they are, as `__LINE__` and `__FILE__` say.
__global__ void k(int* p)
{
#line 100
    p[0] = first;
#line 20 "grammar.y"
    p[1] = second;
    p[2] = third;
}
